// without flagm: each line is rejected
cfinv
rmif	x15, #61, #6
setf16	w28
setf8	w30
