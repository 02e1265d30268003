// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w5, w1, #97
smax	w10, w25, w23
smax	x12, x19, #-101
smax	x22, x7, x13
smin	w11, w17, #0
smin	w5, w6, w16
