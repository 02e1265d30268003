// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w15, w16, #-98
smax	w3, w0, w18
smax	x19, x26, #106
smax	x2, x25, x14
smin	w6, w16, #-72
smin	w13, w18, w0
