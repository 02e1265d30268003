// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w27, w19
cnt	x26, x8
ctz	w21, w10
ctz	x26, x2
smax	w23, w9, #-11
smax	w10, w25, w6
smax	x18, x28, #101
smax	x28, x11, x7
smin	w27, w29, #-21
smin	w3, w1, w27
smin	x8, x0, #-93
smin	x10, x27, x15
umax	w26, w29, #69
umax	w25, w9, w19
umax	x11, x12, #226
umax	x18, x11, x7
umin	w1, w7, #135
umin	w25, w8, w7
umin	x16, x30, #153
umin	x22, x25, x2
