// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w8, w8
cnt	x25, x1
ctz	wzr, w0
ctz	x28, x17
smax	w7, w23, #52
smax	w18, w1, w13
smax	x17, x23, #-55
smax	x5, x13, x18
smin	w27, w25, #54
smin	w5, w8, w23
smin	x19, x25, #-70
smin	x8, x7, x12
umax	w27, w25, #98
umax	w10, w17, w14
umax	x24, x21, #195
umax	x4, x8, x26
umin	w28, w19, #255
umin	w18, w11, w14
umin	xzr, x7, #77
umin	x4, x6, x25
