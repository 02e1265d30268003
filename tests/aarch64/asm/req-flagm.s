// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x18, #54, #0
setf16	w7
setf8	wzr
