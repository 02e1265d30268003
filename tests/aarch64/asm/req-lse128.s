// mattr: +lse128
// instructions llvm-mc 19 takes only with: lse128
ldclrp	x5, x13, [x6]
ldclrpa	x25, x22, [x18]
ldclrpal	x19, x0, [x5]
ldclrpl	x3, x15, [x30]
ldsetp	x16, x10, [x26]
ldsetpa	x7, x20, [x7]
ldsetpal	x18, x22, [x17]
ldsetpl	x20, x14, [x13]
swpp	x22, x25, [x9]
swppa	x9, x9, [x20]
swppal	x27, x8, [x25]
swppl	x12, x24, [x11]
