// without flagm: each line is rejected
cfinv
rmif	x15, #52, #1
setf16	w3
setf8	w4
