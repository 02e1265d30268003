// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w16, w17
cnt	x19, x1
ctz	wzr, w21
ctz	x5, x23
smax	w0, w9, #34
smax	w21, w16, w2
smax	x1, x14, #-92
smax	x12, x0, x6
smin	w7, w17, #-80
smin	w17, w8, w19
smin	x26, x30, #62
smin	x6, x0, x20
umax	w13, w17, #57
umax	w21, w17, w24
umax	x29, x9, #0
umax	xzr, x14, x30
umin	w2, w14, #33
umin	w29, w23, w24
umin	x11, x9, #186
umin	x16, x2, x19
