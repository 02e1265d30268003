// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	wzr, w11
cnt	x6, x24
ctz	w1, w9
ctz	x23, x18
smax	w8, w20, #120
smax	w8, w28, wzr
smax	x12, x18, #0
smax	x21, x1, x11
smin	w13, w11, #-59
smin	w25, w22, w16
