// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x3, x1, [x28]
ldclrpa	x1, x21, [x0]
ldclrpal	x9, x0, [x23]
ldclrpl	x23, x19, [x26]
ldsetp	x12, x10, [x30]
ldsetpa	x23, x11, [x24]
ldsetpal	x12, x29, [x2]
ldsetpl	x12, x6, [x1]
swpp	x6, x22, [x19]
swppa	x9, x3, [x23]
swppal	x19, x19, [x0]
swppl	x10, x4, [x5]
