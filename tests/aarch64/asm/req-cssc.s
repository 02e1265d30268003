// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w18, w1
cnt	x17, xzr
ctz	w22, w16
ctz	x17, x19
smax	w9, w25, #8
smax	w27, w2, w19
smax	x14, x13, #-55
smax	x3, x22, x28
smin	w12, w24, #48
smin	w11, w28, w21
smin	x11, x5, #127
smin	x18, x2, x3
umax	w18, w10, #1
umax	wzr, w8, w7
umax	x4, x29, #97
umax	x16, x3, x30
umin	w15, wzr, #203
umin	w2, w18, w22
umin	x17, x28, #35
umin	x13, x21, x2
