// without flagm: each line is rejected
cfinv
rmif	x18, #54, #0
setf16	w7
setf8	wzr
