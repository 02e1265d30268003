// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x34aa
tcommit
tstart	x27
ttest	x16
