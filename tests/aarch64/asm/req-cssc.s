// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w4, w27
cnt	x3, x18
ctz	w30, w13
ctz	x28, x17
smax	w9, w12, #-99
smax	w6, w20, w24
smax	x15, x0, #-62
smax	x18, x4, x12
smin	w26, w6, #92
smin	w15, w26, w3
smin	x6, x24, #40
smin	x23, x0, x12
umax	w16, w19, #118
umax	w30, w14, w3
umax	x4, x27, #33
umax	x26, x28, x23
umin	w21, w26, #217
umin	w0, w7, w9
umin	x23, xzr, #255
umin	x30, x12, x13
