// without flagm: each line is rejected
cfinv
rmif	x7, #33, #6
setf16	wzr
setf8	w3
