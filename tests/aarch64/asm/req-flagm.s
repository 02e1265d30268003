// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x15, #61, #6
setf16	w28
setf8	w30
