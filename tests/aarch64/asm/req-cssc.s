// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w29, w4
cnt	x19, x29
ctz	w14, w20
ctz	x15, x1
smax	w9, wzr, #37
smax	w29, w15, w12
smax	x26, x18, #86
smax	x19, x11, x23
smin	w9, w0, #43
smin	w6, w10, w6
smin	x26, x23, #-1
smin	x15, x8, x21
umax	w16, w14, #0
umax	w15, w2, w0
umax	x18, x15, #124
umax	x5, x15, x24
umin	w1, w15, #86
umin	w22, w4, w6
umin	x30, x28, #99
umin	x28, x0, x25
