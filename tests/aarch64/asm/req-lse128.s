// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x8, x12, [x5]
ldclrpa	x28, x10, [x9]
ldclrpal	x4, x14, [x3]
ldclrpl	x28, x4, [x5]
ldsetp	x22, x22, [x14]
ldsetpa	x22, x9, [x29]
ldsetpal	x18, x6, [x8]
ldsetpl	x9, x15, [x15]
swpp	x10, x25, [x25]
swppa	x11, x0, [x30]
swppal	x13, x26, [x29]
swppl	x26, x7, [x14]
