// without flagm: each line is rejected
cfinv
rmif	x2, #0, #12
setf16	w21
setf8	w4
