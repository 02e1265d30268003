// without flagm: each line is rejected
cfinv
rmif	x12, #1, #12
setf16	w10
setf8	w14
