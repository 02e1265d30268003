// without flagm: each line is rejected
cfinv
rmif	x30, #53, #6
setf16	w29
setf8	w11
