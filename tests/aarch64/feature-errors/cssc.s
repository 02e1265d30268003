// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w4, w27
cnt	x3, x18
ctz	w30, w13
ctz	x28, x17
smax	w9, w12, #-99
smax	w6, w20, w24
smax	x15, x0, #-62
smax	x18, x4, x12
smin	w26, w6, #92
smin	w15, w26, w3
