// without flagm: each line is rejected
cfinv
rmif	x20, #63, #15
setf16	w2
setf8	w9
