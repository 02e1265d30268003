// without flagm: each line is rejected
cfinv
rmif	x5, #55, #0
setf16	w19
setf8	w12
