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
swpp	x20, x10, [x9]
swppa	x4, x1, [x17]
swppal	x1, x23, [x12]
swppl	x12, x12, [x18]
