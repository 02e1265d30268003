// without flagm: each line is rejected
cfinv
rmif	x10, #35, #0
setf16	w9
setf8	w23
