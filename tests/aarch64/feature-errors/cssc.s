// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w16, w17
cnt	x19, x1
ctz	wzr, w21
ctz	x5, x23
smax	w0, w9, #34
smax	w21, w16, w2
smax	x1, x14, #-92
smax	x12, x0, x6
smin	w7, w17, #-80
smin	w17, w8, w19
