// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x29, #33, #0
setf16	w2
setf8	w14
