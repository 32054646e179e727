// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// A SQLite VFS that passes every call to the platform's VFS and, for the write-ahead log only,
// counts the fsyncs and can refuse writes with SQLITE_IOERR_WRITE or syncs with
// SQLITE_IOERR_FSYNC, as a full or failing disk does; it also counts the attempts to take the write
// lock that found it held. Registered as the default VFS, it is under every connection the process
// opens after that, SqliteStore's included, with no change to the store: the store's real SQLite
// fails for real. The WAL is written only when a transaction commits (pages stay in the cache until
// then), so refused WAL writes make COMMIT fail and nothing else.
//
// Process-wide state (atomics): one registration per process, install() before the first open.

#include <atomic>
#include <cstring>
#include <sqlite3.h>

namespace idem::test::faultvfs {

inline std::atomic<bool> g_failWalWrites{false};
inline std::atomic<bool> g_failWalSyncs{false};
inline std::atomic<long> g_walSyncs{0};
inline std::atomic<long> g_refusedWalWrites{0};
/// Attempts to take the WAL's write lock (BEGIN IMMEDIATE) that found another writer holding it.
inline std::atomic<long> g_busyWriteLocks{0};

struct File {
    sqlite3_file base;
    sqlite3_file* real; ///< The platform VFS's file, stored right after this struct.
    bool wal;
};

inline sqlite3_vfs* g_real = nullptr;

inline sqlite3_file* real(sqlite3_file* f) {
    return reinterpret_cast<File*>(f)->real;
}

inline int xClose(sqlite3_file* f) {
    return real(f)->pMethods->xClose(real(f));
}
inline int xRead(sqlite3_file* f, void* buf, int n, sqlite3_int64 off) {
    return real(f)->pMethods->xRead(real(f), buf, n, off);
}
inline int xWrite(sqlite3_file* f, const void* buf, int n, sqlite3_int64 off) {
    if (reinterpret_cast<File*>(f)->wal && g_failWalWrites.load()) {
        g_refusedWalWrites.fetch_add(1);
        return SQLITE_IOERR_WRITE;
    }
    return real(f)->pMethods->xWrite(real(f), buf, n, off);
}
inline int xTruncate(sqlite3_file* f, sqlite3_int64 size) {
    return real(f)->pMethods->xTruncate(real(f), size);
}
inline int xSync(sqlite3_file* f, int flags) {
    if (reinterpret_cast<File*>(f)->wal) {
        g_walSyncs.fetch_add(1);
        if (g_failWalSyncs.load())
            return SQLITE_IOERR_FSYNC;
    }
    return real(f)->pMethods->xSync(real(f), flags);
}
inline int xFileSize(sqlite3_file* f, sqlite3_int64* size) {
    return real(f)->pMethods->xFileSize(real(f), size);
}
inline int xLock(sqlite3_file* f, int lock) {
    return real(f)->pMethods->xLock(real(f), lock);
}
inline int xUnlock(sqlite3_file* f, int lock) {
    return real(f)->pMethods->xUnlock(real(f), lock);
}
inline int xCheckReservedLock(sqlite3_file* f, int* out) {
    return real(f)->pMethods->xCheckReservedLock(real(f), out);
}
inline int xFileControl(sqlite3_file* f, int op, void* arg) {
    return real(f)->pMethods->xFileControl(real(f), op, arg);
}
inline int xSectorSize(sqlite3_file* f) {
    return real(f)->pMethods->xSectorSize(real(f));
}
inline int xDeviceCharacteristics(sqlite3_file* f) {
    return real(f)->pMethods->xDeviceCharacteristics(real(f));
}
inline int xShmMap(sqlite3_file* f, int region, int size, int extend, void volatile** out) {
    return real(f)->pMethods->xShmMap(real(f), region, size, extend, out);
}
inline int xShmLock(sqlite3_file* f, int offset, int n, int flags) {
    const int rc = real(f)->pMethods->xShmLock(real(f), offset, n, flags);
    // Slot 0 is the WAL's write lock (WAL_WRITE_LOCK in SQLite's wal.c).
    constexpr int kExclusiveLock = SQLITE_SHM_LOCK | SQLITE_SHM_EXCLUSIVE;
    if (rc == SQLITE_BUSY && offset == 0 && (flags & kExclusiveLock) == kExclusiveLock)
        g_busyWriteLocks.fetch_add(1);
    return rc;
}
inline void xShmBarrier(sqlite3_file* f) {
    real(f)->pMethods->xShmBarrier(real(f));
}
inline int xShmUnmap(sqlite3_file* f, int deleteFlag) {
    return real(f)->pMethods->xShmUnmap(real(f), deleteFlag);
}
inline int xFetch(sqlite3_file* f, sqlite3_int64 off, int n, void** out) {
    return real(f)->pMethods->xFetch(real(f), off, n, out);
}
inline int xUnfetch(sqlite3_file* f, sqlite3_int64 off, void* p) {
    return real(f)->pMethods->xUnfetch(real(f), off, p);
}

inline const sqlite3_io_methods kMethods = {
    3,
    xClose,
    xRead,
    xWrite,
    xTruncate,
    xSync,
    xFileSize,
    xLock,
    xUnlock,
    xCheckReservedLock,
    xFileControl,
    xSectorSize,
    xDeviceCharacteristics,
    xShmMap,
    xShmLock,
    xShmBarrier,
    xShmUnmap,
    xFetch,
    xUnfetch,
};

inline int xOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* outFlags) {
    auto* file = reinterpret_cast<File*>(f);
    file->real = reinterpret_cast<sqlite3_file*>(file + 1);
    file->wal = (flags & SQLITE_OPEN_WAL) != 0;
    const int rc = g_real->xOpen(g_real, name, file->real, flags, outFlags);
    // SQLite calls xClose only on a file whose pMethods is set: mirror the platform's file.
    file->base.pMethods = file->real->pMethods ? &kMethods : nullptr;
    return rc;
}
inline int xDelete(sqlite3_vfs*, const char* name, int syncDir) {
    return g_real->xDelete(g_real, name, syncDir);
}
inline int xAccess(sqlite3_vfs*, const char* name, int flags, int* out) {
    return g_real->xAccess(g_real, name, flags, out);
}
inline int xFullPathname(sqlite3_vfs*, const char* name, int n, char* out) {
    return g_real->xFullPathname(g_real, name, n, out);
}

/// Registers the VFS as the process's default (once). Returns false if SQLite refused.
inline bool install() {
    static sqlite3_vfs vfs;
    static const bool installed = [] {
        g_real = sqlite3_vfs_find(nullptr);
        if (!g_real || g_real->iVersion < 1)
            return false;
        std::memcpy(&vfs, g_real, sizeof vfs);
        vfs.zName = "idem-faultvfs";
        vfs.szOsFile = int(sizeof(File)) + g_real->szOsFile;
        vfs.pNext = nullptr;
        vfs.xOpen = xOpen;
        vfs.xDelete = xDelete;
        vfs.xAccess = xAccess;
        vfs.xFullPathname = xFullPathname;
        return sqlite3_vfs_register(&vfs, 1) == SQLITE_OK;
    }();
    return installed;
}

} // namespace idem::test::faultvfs
