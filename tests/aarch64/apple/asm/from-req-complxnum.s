// mattr: +complxnum
fcadd.2d v13, v0, v0, #270
fcadd.2s v13, v3, v19, #270
fcadd.4s v10, v24, v21, #90
fcmla.2d v31, v30, v22, #0
fcmla.2s v2, v26, v2, #0
fcmla.4s v17, v18, v14, #0
fcmla.4s v19, v15, v16[1], #90
