// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x0, x9, [x26]
ldclrpa	x5, x16, [x2]
ldclrpal	x21, x9, [x21]
ldclrpl	x23, x14, [x3]
ldsetp	x14, x10, [sp]
ldsetpa	x15, x9, [x30]
ldsetpal	x11, x29, [x25]
ldsetpl	x14, x26, [x2]
swpp	x16, x12, [x14]
swppa	x0, x4, [x22]
swppal	x27, x30, [x6]
swppl	x19, x24, [x19]
