// without flagm: each line is rejected
cfinv
rmif	x11, #56, #14
setf16	w4
setf8	w26
