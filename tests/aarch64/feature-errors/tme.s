// without tme: each line is rejected
tcancel	#0x34aa
tcommit
tstart	x27
ttest	x16
