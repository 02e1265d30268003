// without flagm: each line is rejected
cfinv
rmif	x11, #53, #0
setf16	w19
setf8	w12
