// without flagm: each line is rejected
cfinv
rmif	x23, #63, #13
setf16	w28
setf8	w8
