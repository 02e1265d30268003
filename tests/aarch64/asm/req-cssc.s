// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w8, w8
cnt	x25, x1
ctz	wzr, w0
ctz	x28, x17
smax	w12, w6, #-26
smax	w0, w24, w22
smax	x22, x22, #-11
smax	x27, x29, x11
smin	w16, w29, #-117
smin	w3, w7, w28
smin	x2, x17, #1
smin	x29, x22, x22
umax	w24, w29, #199
umax	w11, w19, w15
umax	x20, x11, #0
umax	x13, x25, x5
umin	w8, w29, #0
umin	w12, w8, w11
umin	x1, x19, #57
umin	x9, x20, x2
