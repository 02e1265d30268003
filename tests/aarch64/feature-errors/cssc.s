// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w19, w6, #64
smax	w20, w25, w5
smax	x11, xzr, #-57
smax	x15, x30, x2
smin	w20, w16, #-74
smin	w8, w5, w28
