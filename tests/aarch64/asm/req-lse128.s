// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x6, x4, [x28]
ldclrpa	x17, x29, [x22]
ldclrpal	x13, x8, [x23]
ldclrpl	x5, x15, [x15]
ldsetp	x13, x6, [x29]
ldsetpa	x3, x10, [x3]
ldsetpal	x2, x30, [x8]
ldsetpl	x12, x28, [x12]
swpp	x30, x11, [x10]
swppa	x8, x7, [x25]
swppal	x24, x9, [x8]
swppl	x19, x19, [x26]
