// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x24, x10, [x0]
ldclrpa	x6, x3, [x7]
ldclrpal	x24, x21, [x30]
ldclrpl	x26, x27, [x21]
ldsetp	x30, x1, [x26]
ldsetpa	x3, x10, [x10]
ldsetpal	x15, x23, [x26]
ldsetpl	x4, x27, [x1]
swpp	x0, x4, [x22]
swppa	x19, x0, [x8]
swppal	x9, x24, [x24]
swppl	x15, x26, [x25]
