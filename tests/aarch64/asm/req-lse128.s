// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x20, x10, [x7]
ldclrpa	x20, x26, [x29]
ldclrpal	x13, x22, [x11]
ldclrpl	x28, x10, [x22]
ldsetp	x14, x5, [x1]
ldsetpa	x20, x12, [x5]
ldsetpal	x23, x16, [x26]
ldsetpl	x15, x20, [x19]
swpp	x26, x2, [x17]
swppa	x0, x4, [x3]
swppal	x18, x20, [x13]
swppl	x14, x22, [x21]
