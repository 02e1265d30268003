// without mte, memtag: each line is rejected
dc	igvac, x5
dc	igsw, x5
dc	igdvac, x5
dc	igdsw, x5
dc	cgsw, x5
dc	cgdsw, x5
dc	cigsw, x5
dc	cigdsw, x5
dc	gva, x5
dc	gzva, x5
dc	cgvac, x5
dc	cgdvac, x5
