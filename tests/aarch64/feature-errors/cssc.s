// without cssc: each line is rejected
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
