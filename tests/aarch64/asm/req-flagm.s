// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x7, #33, #6
setf16	wzr
setf8	w3
