// without flagm: each line is rejected
cfinv
rmif	x1, #42, #11
setf16	w19
setf8	w7
