// without flagm: each line is rejected
cfinv
rmif	x29, #33, #0
setf16	w2
setf8	w14
