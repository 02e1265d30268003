// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w0, w24
cnt	x15, x13
ctz	w17, w12
ctz	x29, x19
smax	w0, w15, #-92
smax	w16, w11, w30
smax	x18, x29, #81
smax	x13, x18, x20
smin	w12, w26, #119
smin	w26, w19, w11
