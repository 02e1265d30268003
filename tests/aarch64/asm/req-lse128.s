// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x7, x14, [x12]
ldclrpa	x18, x16, [x20]
ldclrpal	x19, x9, [x21]
ldclrpl	x24, x9, [x13]
ldsetp	x21, x28, [x27]
ldsetpa	x17, x3, [x14]
ldsetpal	x8, x3, [x26]
ldsetpl	x1, x24, [x0]
swpp	x22, x11, [x7]
swppa	x2, x3, [x10]
swppal	x1, x24, [x13]
swppl	x17, x18, [x2]
