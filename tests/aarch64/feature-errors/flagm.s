// without flagm: each line is rejected
cfinv
rmif	x23, #27, #14
setf16	w27
setf8	w20
