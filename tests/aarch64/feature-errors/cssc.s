// without cssc: each line is rejected
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
