// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x3, x14, [x14]
ldclrpa	x28, x11, [x11]
ldclrpal	x23, x1, [sp]
ldclrpl	x2, x18, [x18]
ldsetp	x7, x20, [x7]
ldsetpa	x18, x22, [x17]
ldsetpal	x20, x14, [x13]
ldsetpl	x22, x30, [x18]
swpp	x12, x2, [x0]
swppa	x25, x13, [x7]
swppal	x0, x23, [x15]
swppl	x9, x7, [x23]
