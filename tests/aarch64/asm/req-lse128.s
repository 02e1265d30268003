// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x6, x15, [x1]
ldclrpa	x9, x27, [x19]
ldclrpal	x6, x4, [x15]
ldclrpl	x20, x0, [x12]
ldsetp	x18, x17, [x4]
ldsetpa	x9, x19, [x13]
ldsetpal	x13, x30, [x25]
ldsetpl	x4, x11, [x16]
swpp	x25, x1, [x6]
swppa	x18, x29, [x25]
swppal	x20, x14, [x9]
swppl	x27, x15, [x14]
