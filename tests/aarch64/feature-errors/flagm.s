// without flagm: each line is rejected
cfinv
rmif	x24, #28, #12
setf16	w0
setf8	w18
