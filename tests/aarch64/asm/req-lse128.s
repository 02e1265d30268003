// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x10, x25, [x23]
ldclrpa	x22, x25, [x6]
ldclrpal	x2, x15, [x3]
ldclrpl	x21, x27, [x15]
ldsetp	x28, x2, [x7]
ldsetpa	x14, x6, [x29]
ldsetpal	x2, x11, [x13]
ldsetpl	x0, x1, [x14]
swpp	x26, x2, [x17]
swppa	x0, x4, [x3]
swppal	x18, x20, [x13]
swppl	x14, x22, [x21]
